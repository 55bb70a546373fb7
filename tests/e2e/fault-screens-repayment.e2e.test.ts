import { FAULT_GROUPS, faultScreens } from './support/fault-screens';

/** The fault suite (support/fault-screens.ts) over the repayment screens. */
faultScreens(FAULT_GROUPS.repayment);
