export { Dialog, type DialogProps } from './Dialog';
export { ErrorState } from './ErrorState';
export { Screen, type ScreenProps } from './Screen';
export { Loading, Skeleton } from './Skeleton';
export { TOAST_DURATION, useToast, type Toaster, type ToastKind } from './toast';
export { Busy } from './Busy';
