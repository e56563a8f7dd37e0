// Runs in a worker thread of the hashing pool (hashing.ts): bcrypt's key stretching is CPU work that
// would otherwise stall every request the stack's event loop serves.
import bcrypt from "bcryptjs";

export function hash({ password, cost }: { password: string; cost: number }): string {
  return bcrypt.hashSync(password, cost);
}

export function compare({ password, hashed }: { password: string; hashed: string }): boolean {
  return bcrypt.compareSync(password, hashed);
}
