/**
* | output |
* | --- |
* | "Remote (by phone and video)" |
*
* @param {Taxinfo_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_office_remote: ((inputs?: Taxinfo_Office_RemoteInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Office_RemoteInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Office_RemoteInputs = {};
