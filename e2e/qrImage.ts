import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * An `<img>`'s pixels as the browser decoded it: drawn into a canvas, read back as RGBA (sent as base64,
 * fast even for big images).
 */
export async function imagePixels(img: Locator): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }> {
  const { width, height, rgba } = await img.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  });
  return { width, height, rgba: new Uint8ClampedArray(Buffer.from(rgba, 'base64')) };
}

/** The QR code an `<img>` holds, as the browser decoded it, read by jsqr. Undefined when no code can be read. */
export async function decodeQrImage(img: Locator): Promise<string | undefined> {
  const { width, height, rgba } = await imagePixels(img);
  return jsQR(rgba, width, height)?.data;
}
