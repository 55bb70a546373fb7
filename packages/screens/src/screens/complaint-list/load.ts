import { defineLoader } from '../../core/data';

/** The user's complaints in the server's tabs (spec 2.4, `problem-list`). */
export const loadComplaintList = defineLoader('complaint-list', ({ api }) => api.complaintTabs());
