// Decal images for the public decal endpoint.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../connection.js';

export interface DecalImage {
  contentType: string;
  image: Buffer;
}

export class DecalRepository {
  private readonly imageById: Statement<{ id: number }, DecalImage>;

  constructor(db: Db) {
    this.imageById = db.prepare('SELECT content_type AS contentType, image FROM decals WHERE id = @id');
  }

  findImage(id: number): DecalImage | null {
    return this.imageById.get({ id }) ?? null;
  }
}
