export { DownloadsButton } from './DownloadsButton';
export { DownloadsQueue } from './DownloadsQueue';
export { TaskDownloadsMenu } from './TaskDownloadsMenu';
export { useDownloadsQueue } from './useDownloadsQueue';
