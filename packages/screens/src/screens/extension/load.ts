import { defineLoader } from '../../core/data';

/** The extension offer of the session's order (spec 2.11, `loan-play-delay-detail`). */
export const loadExtension = defineLoader('extension', ({ api, session }) =>
  api.extensionDetail({ productId: session.productId ?? '', orderId: session.orderId ?? '' }),
);
