/**
* | output |
* | --- |
* | "Uploaded" |
*
* @param {Upload_DoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_done: ((inputs?: Upload_DoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_DoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_DoneInputs = {};
