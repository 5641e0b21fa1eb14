export { Button } from './button.tsx';
export { Card } from './card.tsx';
