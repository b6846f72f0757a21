/**
* | output |
* | --- |
* | "Course" |
*
* @param {Taxschool_Field_CourseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_field_course: ((inputs?: Taxschool_Field_CourseInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Field_CourseInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Field_CourseInputs = {};
