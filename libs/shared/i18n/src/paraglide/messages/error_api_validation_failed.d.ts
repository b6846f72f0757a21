/**
* | output |
* | --- |
* | "Some answers need a change. Please check the fields and try again." |
*
* @param {Error_Api_Validation_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_validation_failed: ((inputs?: Error_Api_Validation_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Validation_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Validation_FailedInputs = {};
