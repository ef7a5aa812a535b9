// The Upload/Edit Document form's state: the form on the shared schema, the picked file and its check,
// upload progress (0, 25, byte progress, 75, 90, 100), the server's message, and the submit that uploads
// the file, saves the document and maps the server's field errors onto the form.
import { zodResolver } from "@hookform/resolvers/zod";
import { checkUploadFile, type TDocument, type TDocumentRequest, ZDocumentRequest } from "@shared/documents";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { useCurrentUser } from "@/features/auth";
import { ApiError } from "@/lib/api-client";
import { downscaleImage } from "@/lib/downscale-image";
import { formValuesFrom } from "@/lib/form-values";
import { replayAndAnnounce } from "@/lib/offline/replay";
import { newIdempotencyKey } from "@/lib/offline/write-queue";
import { applyServerErrors } from "@/lib/server-errors";
import {
  isOfflineError,
  queueDocumentUpload,
  UploadCancelled,
  uploadFile,
  useCreateDocument,
  useUpdateDocument,
} from "../api";

export type DocumentFormValues = TDocumentRequest;

export interface DocumentFormOptions {
  isCrew: boolean;
  /** Edit this document; absent: upload a new one. */
  document?: TDocument | null;
  defaultCrewMemberId?: string;
  defaultType?: TDocument["type"];
  onOpenChange: (open: boolean) => void;
}

function defaultValues({ isCrew, document, defaultCrewMemberId, defaultType }: DocumentFormOptions) {
  if (document)
    return {
      ...formValuesFrom(document, [
        "type",
        "documentNumber",
        "issueDate",
        "expiryDate",
        "issuingAuthority",
        "issuingState",
        "grade",
        "status",
      ]),
      crewMemberId: isCrew ? undefined : document.crewMemberId,
      supersede: true,
    };
  return {
    type: defaultType ?? "",
    documentNumber: "",
    issueDate: "",
    expiryDate: "",
    issuingAuthority: "",
    issuingState: "",
    grade: "",
    crewMemberId: isCrew ? undefined : (defaultCrewMemberId ?? ""),
    status: "valid",
    supersede: true,
  };
}

export function useDocumentForm(options: DocumentFormOptions) {
  const { document, onOpenChange } = options;
  const editing = !!document;
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const [file, setFileState] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<DocumentFormValues>({
    resolver: zodResolver(ZDocumentRequest) as never,
    defaultValues: defaultValues(options) as DocumentFormValues,
  });
  const { isSubmitting } = form.formState;
  // the running upload's controller, while the bytes go up (before the document is saved)
  const upload = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState(false);
  const cancelUpload = () => upload.current?.abort();

  // a photo is made smaller first; a save started meanwhile waits for it
  const preparing = useRef<Promise<File | null> | null>(null);
  const setFile = (picked: File | null) => {
    const ready = picked ? downscaleImage(picked) : Promise.resolve(null);
    preparing.current = ready;
    void ready.then((f) => {
      if (preparing.current !== ready) return;
      setFileState(f);
      setFileError(f ? checkUploadFile(f) : null);
    });
  };
  const resetAll = () => {
    form.reset();
    preparing.current = null;
    setFileState(null);
    setFileError(null);
    setProgress(0);
    setServerError(null);
  };
  const close = (next: boolean) => {
    if (isSubmitting) return;
    if (!next) resetAll();
    onOpenChange(next);
  };

  // a seafarer's new document waits on this device when there is no connection
  const userId = useCurrentUser().id;
  const queueable = options.isCrew && !editing;
  const queue = async (key: string, body: DocumentFormValues, file: File | null) => {
    setProgress(0);
    try {
      await queueDocumentUpload({ userId, key, body, file });
    } catch (error) {
      setServerError(`No connection, and it could not be kept on this device: ${(error as Error).message}`);
      return;
    }
    toastSuccess("Saved on this device: it uploads when you are back online");
    resetAll();
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const file = preparing.current ? await preparing.current : null;
    if (file && checkUploadFile(file)) return;
    // the queue entry's key, also sent by the online try: what of it reached the server is not done twice
    const key = queueable ? newIdempotencyKey() : undefined;
    const fields = {
      ...values,
      issuingState: values.issuingState?.trim() || null,
      grade: values.type === "coc" ? values.grade?.trim() || null : null,
    };
    if (key && !navigator.onLine) return queue(key, fields, file);
    try {
      setProgress(0);
      let filePath: string | undefined;
      if (file) {
        upload.current = new AbortController();
        setUploading(true);
        try {
          filePath = await uploadFile(file, setProgress, upload.current.signal, key);
        } finally {
          upload.current = null;
          setUploading(false);
        }
      }
      setProgress(file ? 90 : 0);
      const body = { ...fields, ...(filePath ? { filePath } : {}) };
      // a crew member's upload waits for the office's review: a submission, not a document
      const saved = document
        ? await update.mutateAsync({ id: document.id, body })
        : await create.mutateAsync({ ...body, idempotencyKey: key });
      if (file) setProgress(100);
      // the seafarer's write reached the server: send whatever else waits, and the sync status says when
      if (queueable) void replayAndAnnounce(userId);
      toastSuccess(
        editing
          ? "Document updated successfully"
          : "submittedAt" in saved
            ? "Document sent to the office for review"
            : "Document uploaded successfully",
      );
      resetAll();
      onOpenChange(false);
    } catch (error) {
      if (key && isOfflineError(error)) return queue(key, fields, file);
      setProgress(0);
      if (error instanceof UploadCancelled) return setServerError(error.message);
      setServerError(error instanceof ApiError ? error.serverMessage : (error as Error).message);
      applyServerErrors(error, form.setError, Object.keys(values) as (keyof DocumentFormValues)[]);
      toastError(editing ? "Failed to update document" : "Failed to upload document");
    }
  });

  return {
    form,
    editing,
    file,
    setFile,
    fileError,
    progress,
    serverError,
    close,
    onSubmit,
    uploading,
    cancelUpload,
  };
}
