/**
* | output |
* | --- |
* | "This message could not be verified." |
*
* @param {Error_Api_Invalid_SignatureInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_invalid_signature: ((inputs?: Error_Api_Invalid_SignatureInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Invalid_SignatureInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Invalid_SignatureInputs = {};
