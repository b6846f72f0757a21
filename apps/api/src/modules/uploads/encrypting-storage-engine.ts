import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { displayName } from './display-name';
import type { ReceivedDocument } from './received-document';
import { uploadRefusal } from './upload-refusals';

/** The part of multer's file object a storage engine sees (multer's own types are not a dependency here). */
export interface IncomingFile {
  originalname: string;
  stream: Readable;
  storageKey?: string;
}

export interface DocumentReceiver {
  receive(source: Readable, name: string): Promise<ReceivedDocument>;
  discard(storageKey: string): Promise<void>;
}

/**
 * A multer storage engine that never holds the file: the part's bytes stream through the type check and the cipher
 * into DocumentStorage. Reaching the size limit stops the stream at once and leaves nothing stored.
 */
export class EncryptingStorageEngine {
  constructor(private readonly receiver: DocumentReceiver) {}

  _handleFile(req: Request, file: IncomingFile, callback: (error?: unknown, info?: ReceivedDocument) => void): void {
    const name = displayName(file.originalname);
    file.stream.once('limit', () => file.stream.destroy(uploadRefusal.tooBig(name)));
    // A client that hangs up mid-file ends nothing: busboy just stops getting bytes. Fail the stream, so the partial
    // object is removed instead of waiting forever.
    const hungUp = () => {
      if (!req.complete) file.stream.destroy(new Error('the client closed the connection during the upload'));
    };
    req.once('close', hungUp);
    file.stream.once('close', () => req.off('close', hungUp));
    this.receiver.receive(file.stream, name).then(
      (received) => callback(null, received),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(_req: Request, file: IncomingFile, callback: (error: Error | null) => void): void {
    if (!file.storageKey) return callback(null);
    this.receiver.discard(file.storageKey).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}
