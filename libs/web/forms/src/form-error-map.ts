import { m } from '@huron/shared/i18n';
import type { $ZodErrorMap } from 'zod/v4/core';

/** Words for the `params.reason` of a schema's custom issues (the shared schemas hold no interface text). */
export type IssueReasons = Record<string, () => string>;

/**
 * Turns the shared schemas' issues into catalogue messages that name the field (by the label the person sees)
 * and the problem. `labelOf` maps an issue's path ('email') to that label.
 */
export function formErrorMap(labelOf: (path: string) => string | undefined, reasons: IssueReasons = {}): $ZodErrorMap {
  return (issue) => {
    const field = labelOf((issue.path ?? []).join('.')) ?? m.form_field_fallback();
    switch (issue.code) {
      case 'invalid_type':
        return m.form_error_required({ field });
      case 'too_small':
        // Nothing typed is 'required', whatever the minimum.
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1 || issue.input === ''
            ? m.form_error_required({ field })
            : m.form_error_too_short({ field, min: Number(issue.minimum) });
        break;
      case 'invalid_format':
        if (issue.format === 'email') return m.form_error_email({ field });
        break;
      case 'custom': {
        const reason = typeof issue.params?.reason === 'string' ? issue.params.reason : undefined;
        const words = reason ? reasons[reason] : undefined;
        if (words) return words();
        // Reasons several shared schemas use (COMMON_ISSUE in libs/shared/contracts), unless the form words them itself.
        if (reason === 'phone_invalid') return m.form_error_phone({ field });
        break;
      }
    }
    return m.form_error_invalid({ field });
  };
}
