/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Person_Self_NoteInputs */

const en_admin_person_self_note = /** @type {(inputs: Admin_Person_Self_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is you: another staff member has to remove your role.`)
};

/**
* | output |
* | --- |
* | "This is you: another staff member has to remove your role." |
*
* @param {Admin_Person_Self_NoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_person_self_note = /** @type {((inputs?: Admin_Person_Self_NoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Person_Self_NoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_person_self_note(inputs)
});