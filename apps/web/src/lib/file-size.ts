const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 12.3 KB, 4.5 MB: a file's size as people read it. */
export const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024)} KB`
    : `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
