import { defineLoader } from '../../core/data';

/** One complaint and its handling result (spec 2.5, `problem-detail`), by query `problemId`. */
export const loadComplaintDetails = defineLoader('complaint-details', ({ api, query }) =>
  api.complaintDetail(query.get('problemId') ?? ''),
);
