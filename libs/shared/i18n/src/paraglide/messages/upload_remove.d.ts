/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Upload_RemoveInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_remove: ((inputs: Upload_RemoveInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_RemoveInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_RemoveInputs = {
    name: NonNullable<unknown>;
};
