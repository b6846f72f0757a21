/**
* | output |
* | --- |
* | "A file you added was already sent with another form. Please add it again." |
*
* @param {Error_Api_Upload_Already_UsedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_upload_already_used: ((inputs?: Error_Api_Upload_Already_UsedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Upload_Already_UsedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Upload_Already_UsedInputs = {};
