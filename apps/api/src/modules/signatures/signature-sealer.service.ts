import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { isLocale, type Locale } from '@huron/shared/i18n';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { letterText } from './letter-catalogue';
import { PadesSigner, type SigningIdentity } from './pades-signer';
import { renderLetter, sealDocument, type LetterInput, type SignerMark } from './signature-pdf';
import { loadSigningIdentity } from './signing-certificate';

/**
 * Makes the documents: renders engagement letters and seals signed documents with the firm's certificate (loaded, or
 * in development generated, at start when signatures are on, so a bad P12 stops the process instead of a signing).
 */
@Injectable()
export class SignatureSealer implements OnModuleInit {
  private identity?: SigningIdentity;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    if (!this.config.signatures.enabled) return;
    try {
      this.identity = loadSigningIdentity(this.config);
    } catch (error) {
      throw new Error(`SIGNATURE_P12_BASE64 / SIGNATURE_P12_PASSPHRASE: the signing certificate cannot be read (${(error as Error).message})`);
    }
  }

  /** The letter in the client's language (en, es or ar). */
  renderLetter(input: LetterInput, locale: Locale): Promise<Buffer> {
    return renderLetter(input, letterText(locale));
  }

  /** Seals with the audit-trail page in the request's language; the document is named as the catalogue names its kind. */
  seal(original: Buffer, input: { requestId: string; kind: string; taxYear: number; locale: string; signers: SignerMark[]; sealedAt: Date }) {
    if (!this.identity) throw new Error('signatures are off');
    const t = letterText(isLocale(input.locale) ? input.locale : 'en');
    const title = `${t(`sign_kind_${input.kind.replace(/-/g, '_')}`)} (${input.taxYear})`;
    return sealDocument(
      original,
      { requestId: input.requestId, title, signers: input.signers, sealedAt: input.sealedAt },
      new PadesSigner(this.identity, this.config.signatures.tsaUrl),
      t,
    );
  }
}
