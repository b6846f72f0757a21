/**
* | output |
* | --- |
* | "Choose files or drop them here" |
*
* @param {Upload_Drop_ManyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_drop_many: ((inputs?: Upload_Drop_ManyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Drop_ManyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Drop_ManyInputs = {};
