import { defineLoader } from '../../core/data';

/**
 * Question types, sub-types and the user's orders (spec 2.2, POST `problem-init`). The order the
 * host opened the page for (`session.orderId`) is sent so the server pre-selects it; without one
 * the adapter asks with GET, and the screen picks the remembered order from `orders` (a loader
 * cannot read storage: it runs before React, from the route).
 */
export const loadComplaintHome = defineLoader('complaint-home', ({ api, session }) => api.complaintInit(session.orderId));
