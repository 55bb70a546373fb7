export { Download, type DownloadProps } from './Download';
export type { StoreLinks } from './app-store-links';
