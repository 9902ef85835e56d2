import { Injectable } from '@nestjs/common';
import { type DbExecutor } from '#src/infra/db/database';
import {
  jobApplicationFiles,
  type JobApplicationFileRow,
  jobApplications,
  type JobApplicationRow,
} from '#src/infra/db/schema/index';
import { type StoredUpload } from '#src/infra/uploads/upload.service';

export interface JobApplicationWithFiles extends JobApplicationRow {
  readonly files: readonly JobApplicationFileRow[];
}

@Injectable()
export class WorkWithUsRepository {
  /** The application and its CV files (the legacy create + upload + update link_cv, in one transaction). */
  async insert(
    tx: DbExecutor,
    values: typeof jobApplications.$inferInsert,
    files: readonly StoredUpload[],
  ): Promise<JobApplicationWithFiles> {
    const [row] = await tx.insert(jobApplications).values(values).returning();
    if (!row) throw new Error('job_applications insert returned no row');
    const stored =
      files.length === 0
        ? []
        : await tx
            .insert(jobApplicationFiles)
            .values(
              files.map((file, position) => ({
                applicationId: row.id,
                position,
                storageKey: file.key,
                originalName: file.originalName,
                mime: file.mime,
                size: file.size,
              })),
            )
            .returning();
    return { ...row, files: stored.sort((a, b) => a.position - b.position) };
  }
}
