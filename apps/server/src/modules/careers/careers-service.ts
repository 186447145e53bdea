import type { JobApplicationFields, JobPosition } from "@pasal/shared";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { jobApplications, jobPositions } from "../../db/schema/index.js";
import { HttpError } from "../../lib/http-error.js";
import type { Mailer } from "../../mail/mailer.js";
import type { SavedUpload } from "../../storage/upload-store.js";
import { applicationMail } from "./application-mail.js";

/** Open positions and job applications (docs/requirements/content-pages.md#careers). */
export class CareersService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  async openPositions(): Promise<JobPosition[]> {
    const rows = await this.db.select().from(jobPositions).where(eq(jobPositions.isOpen, true)).orderBy(asc(jobPositions.createdAt), asc(jobPositions.title));
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      location: row.location,
      type: row.type,
      department: row.department,
      description: row.description,
    }));
  }

  /** Kept (the record points at the stored resume), then mailed to the shop with the resume; if the mail fails, nothing is kept and the applicant retries. */
  async apply(application: JobApplicationFields, resume: SavedUpload): Promise<void> {
    const [position] = application.position
      ? await this.db
          .select({ id: jobPositions.id })
          .from(jobPositions)
          .where(and(eq(jobPositions.title, application.position), eq(jobPositions.isOpen, true)))
          .limit(1)
      : [];
    const [row] = await this.db
      .insert(jobApplications)
      .values({
        ...application,
        positionId: position?.id ?? null,
        linkedin: application.linkedin || null,
        hearAbout: application.hearAbout || null,
        resumePath: resume.path,
        resumeName: resume.file.originalName || `resume.${resume.file.kind.ext}`,
      })
      .returning({ id: jobApplications.id });
    try {
      await this.mailer.send(
        applicationMail({
          to: this.config.SHOP_EMAIL,
          shopName: this.config.SHOP_NAME,
          application,
          resume: { content: resume.file.data, filename: attachmentName(application, resume), contentType: resume.file.kind.mime },
        }),
      );
    } catch (error) {
      this.log.error({ err: error }, "job application not mailed; removed so the applicant can simply retry");
      // The caller removes the resume file; the row goes too, so nothing half-done is left.
      if (row) await this.db.delete(jobApplications).where(eq(jobApplications.id, row.id));
      throw new HttpError(503, "We couldn't send your application right now. Please try again later.");
    }
  }
}

/** "Sita-Sharma-resume.pdf": the applicant's name, the detected extension, nothing from the client's file name. */
function attachmentName(a: JobApplicationFields, resume: SavedUpload): string {
  const base =
    `${a.firstName}-${a.lastName}`
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9-]+/g, "")
      .slice(0, 60) || "applicant";
  return `${base}-resume.${resume.file.kind.ext}`;
}
