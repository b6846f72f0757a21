/**
* | output |
* | --- |
* | "Choose a file or drop it here" |
*
* @param {Upload_Drop_OneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_drop_one: ((inputs?: Upload_Drop_OneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Drop_OneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Drop_OneInputs = {};
