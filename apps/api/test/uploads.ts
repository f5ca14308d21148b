import sharp from 'sharp';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----skillora${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export type FormPart = { field: string; value: string } | { field: string; filename: string; bytes: Buffer };

/**
 * A multipart/form-data body with fields and files, as a browser's FormData sends it. Names go
 * into the headers as given (a NUL included), as a hostile client may send them.
 */
export function formData(parts: FormPart[]) {
  const boundary = `----skillora${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    chunks.push(Buffer.from(head));
    if (!('value' in part)) chunks.push(part.bytes);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real image made with sharp: a colour gradient-ish block, in the given format. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp',
  {
    width = 640,
    height = 480,
    exif,
  }: { width?: number; height?: number; exif?: Record<string, Record<string, string>> } = {},
) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  if (exif) image = image.withExif(exif);
  return image.toFormat(format).toBuffer();
}

/** Random noise stored without compression: a valid PNG of about width × height × 3 bytes. */
export async function makeLargePng(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
