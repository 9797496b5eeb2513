export { useFormDataQuery } from './api/get-form-data';
export { FormSplash, type FormSplashProps } from './components/form-splash';
export { QuestionnaireForm, type QuestionnaireFormProps } from './components/questionnaire-form';
