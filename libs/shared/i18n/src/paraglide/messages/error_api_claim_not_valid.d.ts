/**
* | output |
* | --- |
* | "This confirmation link does not belong to the account you are signed in to." |
*
* @param {Error_Api_Claim_Not_ValidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_claim_not_valid: ((inputs?: Error_Api_Claim_Not_ValidInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Claim_Not_ValidInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Claim_Not_ValidInputs = {};
