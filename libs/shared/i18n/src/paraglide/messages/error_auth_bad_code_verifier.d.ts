/**
* | output |
* | --- |
* | "This sign-in link was opened in a different browser. Open it in the browser where you asked for it." |
*
* @param {Error_Auth_Bad_Code_VerifierInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_bad_code_verifier: ((inputs?: Error_Auth_Bad_Code_VerifierInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Bad_Code_VerifierInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Bad_Code_VerifierInputs = {};
