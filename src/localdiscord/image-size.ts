/** Width/height of a PNG or GIF upload, as Discord reports for images. */
export function imageDimensions(a: { data: Buffer; contentType: string }): { width?: number; height?: number } {
  const data = a.data;
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47) return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.length > 10 && data.toString('ascii', 0, 3) === 'GIF') return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  return {};
}
