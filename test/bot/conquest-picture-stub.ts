/** A stand-in renderer module for test/bot/conquest-picture.test.ts. */
export function renderConquestMap(): Buffer {
  return Buffer.from([0x89, 0x50, 0x4e, 0x47]);
}
