/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Upload_Remove_ShortInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_remove_short: ((inputs?: Upload_Remove_ShortInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Remove_ShortInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Remove_ShortInputs = {};
