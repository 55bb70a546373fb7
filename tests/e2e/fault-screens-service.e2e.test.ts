import { FAULT_GROUPS, faultScreens } from './support/fault-screens';

/** The fault suite (support/fault-screens.ts) over customer service and registration. */
faultScreens(FAULT_GROUPS.service);
