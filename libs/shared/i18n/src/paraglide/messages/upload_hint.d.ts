/**
* | output |
* | --- |
* | "{kinds}; up to {size} MB a file, {count} files and {total} MB in all." |
*
* @param {Upload_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_hint: ((inputs: Upload_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_HintInputs = {
    kinds: NonNullable<unknown>;
    size: NonNullable<unknown>;
    count: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
