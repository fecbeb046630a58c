import { PROOF_MESSAGES } from '../../../contracts/proofs.js';
import { AppError } from '../../http/errors.js';

/** The proof types kept, each known by its first bytes (what the upload claims is not trusted). */
const SIGNATURES: Array<{ type: string; bytes: number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The proof's type read from its content, else a 415 with what is accepted. Nothing is decoded: the file is kept and served as it came. */
export function proofTypeOf(bytes: Buffer): string {
  const found = SIGNATURES.find((s) => bytes.length > s.bytes.length && s.bytes.every((b, i) => bytes[i] === b));
  if (!found) throw new AppError('unsupported_media_type', PROOF_MESSAGES.notAProof);
  return found.type;
}

/** A file name for a header: the name's own characters where safe, else an underscore. */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._ -]+/g, '_').slice(0, 120) || 'proof';
