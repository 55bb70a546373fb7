import type { Wire } from './decode/guards';
import type * as T from './types';

// Domain requests into docs/api.md bodies and queries: the HTTP adapter sends these, and the fake
// hands the same bodies to its scenario state, so both speak one wire format.

/** `problem-save` body; images go comma-joined (`""` when none). */
export function encodeComplaint(draft: T.ComplaintDraft): Wire {
  return {
    problemType: draft.type,
    problemSonType: draft.subType,
    problemDetail: draft.detail,
    problemImage: draft.images.join(','),
    orderNo: draft.orderNo,
  };
}

/** `track-visit` query (`page_type` is always 1), plus `phone` for `track-click`. */
export function encodeTrack(request: T.TrackVisitRequest & { phone?: string }): Record<string, string> {
  const query: Record<string, string> = {
    page_id: request.pageId,
    user_from: request.userFrom,
    client_type: request.clientType,
    page_type: '1',
    utm_tag: request.utmTag,
    app_from: request.appFrom,
  };
  if (request.phone !== undefined) query.phone = request.phone;
  return query;
}

/** `get-sms` body. */
export function encodeSms(request: T.SmsRequest): Wire {
  return {
    phone: request.phone,
    capcode: request.capcode,
    sid: request.sid,
    deviceId: request.deviceId,
    appName: request.appName,
    app_from: request.appFrom,
    user_from: request.userFrom,
    utm_tag: request.utmTag,
  };
}

/** `register` body; `merchantNumber` falls back to the configured default when empty. */
export function encodeRegister(request: T.RegisterRequest, merchantNumber = ''): Wire {
  return {
    ...encodeSms(request),
    merchantNumber: request.merchantNumber || merchantNumber,
    userName: request.userName,
    smsCode: request.smsCode,
    invite_code: request.inviteCode,
    id: request.id,
  };
}
