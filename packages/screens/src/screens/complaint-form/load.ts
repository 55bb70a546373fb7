import { defineLoader } from '../../core/data';

/** The question types and sub-types, to show the chosen ones as tags (spec 2.3, GET `problem-init`). */
export const loadComplaintForm = defineLoader('complaint-form', ({ api }) => api.complaintFormInit());
