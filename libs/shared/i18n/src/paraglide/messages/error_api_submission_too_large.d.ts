/**
* | output |
* | --- |
* | "The files you added are too large together." |
*
* @param {Error_Api_Submission_Too_LargeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_submission_too_large: ((inputs?: Error_Api_Submission_Too_LargeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Submission_Too_LargeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Submission_Too_LargeInputs = {};
