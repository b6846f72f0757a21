/**
* | output |
* | --- |
* | "Document {number} (uploaded earlier)" |
*
* @param {Upload_EarlierInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_earlier: ((inputs: Upload_EarlierInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_EarlierInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_EarlierInputs = {
    number: NonNullable<unknown>;
};
