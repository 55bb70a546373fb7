export { Busy } from './Busy';
export { Dialog, type DialogProps } from './Dialog';
export { ErrorBoundary } from './ErrorBoundary';
export { ErrorState } from './ErrorState';
export { Field, type FieldControlProps, type FieldProps } from './Field';
export { Loading, Skeleton } from './Loading';
export { Screen, type ScreenProps } from './Screen';
export { TOAST_DURATION, useToast, type Toaster, type ToastKind } from './toast';
