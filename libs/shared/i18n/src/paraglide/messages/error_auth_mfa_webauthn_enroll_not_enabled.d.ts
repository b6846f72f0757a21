/**
* | output |
* | --- |
* | "Security keys are not available; use an authenticator app." |
*
* @param {Error_Auth_Mfa_Webauthn_Enroll_Not_EnabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_webauthn_enroll_not_enabled: ((inputs?: Error_Auth_Mfa_Webauthn_Enroll_Not_EnabledInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Mfa_Webauthn_Enroll_Not_EnabledInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Mfa_Webauthn_Enroll_Not_EnabledInputs = {};
