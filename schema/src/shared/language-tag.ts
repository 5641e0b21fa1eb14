/** A BCP 47 language tag as browsers send them ("de", "pt-BR", "zh-Hant-TW"). */
export const languageTag = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8}){0,3}$/;
