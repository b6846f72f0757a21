/**
* | output |
* | --- |
* | "You have uploaded as much as we can hold before a form is sent. Please send your form, or wait an hour and try again." |
*
* @param {Error_Api_Upload_Quota_ExceededInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_upload_quota_exceeded: ((inputs?: Error_Api_Upload_Quota_ExceededInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Upload_Quota_ExceededInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Upload_Quota_ExceededInputs = {};
