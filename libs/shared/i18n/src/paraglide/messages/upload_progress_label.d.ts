/**
* | output |
* | --- |
* | "Uploading {name}" |
*
* @param {Upload_Progress_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_progress_label: ((inputs: Upload_Progress_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Progress_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Progress_LabelInputs = {
    name: NonNullable<unknown>;
};
