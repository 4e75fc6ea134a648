export type ServiceStatus = 'active' | 'inactive'

export type Service = {
  _id: string
  title: string
  shortDescription: string
  description: string
  fullDescription: string
  details: string
  mainImageUrl: string | null
  imageUrl: string | null
  images: string[]
  features: string[]
  status: ServiceStatus
  order: number
  createdAt: string
  updatedAt: string
}
