export { TestPreview, type TestPreviewProps } from './TestPreview';
