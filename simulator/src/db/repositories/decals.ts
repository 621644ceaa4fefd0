// The decals table: the images sponsors place. Seeded decals keep their bytes in `image`; an uploaded one
// keeps them in the upload directory under `storage_name` (011_content.sql), written before its row and
// removed after the row is gone, outside any transaction.
import type { Statement } from 'better-sqlite3';
import { EntityStatus } from '@sponsorspot/contract/constants';
import type { Db } from '../connection.js';

export interface DecalImage {
  contentType: string;
  /** The bytes of a seeded decal; empty for an uploaded one (read storageName from the upload directory). */
  image: Buffer;
  storageName: string | null;
}

export interface NewDecal {
  sponsorId: number;
  contentType: string;
  width: number;
  height: number;
  fileName: string;
  storageName: string;
  createdAt: string;
}

export class DecalRepository {
  private readonly imageById: Statement<{ id: number }, DecalImage>;
  private readonly insertDecal: Statement<NewDecal>;
  private readonly storageNameById: Statement<{ id: number }, string | null>;
  private readonly deleteUnused: Statement<{ id: number }>;
  private readonly allStorageNames: Statement<[], string>;
  private readonly liveByKey: Statement<{ key: string }, { id: number; spotId: number }>;

  constructor(db: Db) {
    this.imageById = db.prepare(
      'SELECT content_type AS contentType, image, storage_name AS storageName FROM decals WHERE id = @id',
    );
    this.insertDecal = db.prepare(`INSERT INTO decals
      (sponsor_id, content_type, width, height, file_name, image, storage_name, created_at)
      VALUES (@sponsorId, @contentType, @width, @height, @fileName, X'', @storageName, @createdAt)`);
    this.storageNameById = db
      .prepare<{ id: number }, string | null>('SELECT storage_name FROM decals WHERE id = @id')
      .pluck();
    this.deleteUnused = db.prepare(`DELETE FROM decals WHERE id = @id
      AND NOT EXISTS (SELECT 1 FROM spot_contents WHERE decal_id = @id OR live_decal_id = @id)`);
    // The spots whose current, reserved content runs this decal as its live revision.
    this.liveByKey = db.prepare(`SELECT d.id, s.id AS spotId FROM decals d
      JOIN spot_contents c ON c.live_decal_id = d.id AND c.status = ${EntityStatus.Active}
      JOIN spots s ON s.current_spot_content_id = c.id
      WHERE d.public_key = @key`);
    this.allStorageNames = db
      .prepare<[], string>('SELECT storage_name FROM decals WHERE storage_name IS NOT NULL')
      .pluck();
  }

  /** The decal of this public key with each spot it runs live on (whose rules the caller still checks). */
  findLive(key: string): { id: number; spotIds: number[] } | null {
    const rows = this.liveByKey.all({ key });
    const first = rows[0];
    return first ? { id: first.id, spotIds: rows.map((row) => row.spotId) } : null;
  }

  findImage(id: number): DecalImage | null {
    return this.imageById.get({ id }) ?? null;
  }

  /** Records an uploaded decal whose file is already written; answers its id. */
  insertUploaded(decal: NewDecal): number {
    return Number(this.insertDecal.run(decal).lastInsertRowid);
  }

  /**
   * Deletes a decal no content points at any more; answers the storage name of the file to remove
   * afterwards (null when the row stays, or held its bytes itself).
   */
  deleteIfUnused(id: number): string | null {
    const storageName = this.storageNameById.get({ id }) ?? null;
    return this.deleteUnused.run({ id }).changes > 0 ? storageName : null;
  }

  /** The storage names of every uploaded decal (the files this database owns in the upload directory). */
  storageNames(): string[] {
    return this.allStorageNames.all();
  }
}
