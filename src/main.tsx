import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './ui/styles.css'

function Placeholder() {
  return <p className="p-4">Customer Relationship Management</p>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
)
