import { Paper, Text, Title } from '@mantine/core'
import { useAuth } from '../../../features/admin/AuthProvider'
import { greeting } from '../../../features/admin/greeting'

export function meta() {
  return [{ title: 'Dashboard | Back-office' }, { name: 'robots', content: 'noindex' }]
}

export default function Dashboard() {
  const { admin } = useAuth()
  return (
    <Paper p="xl" radius="lg" withBorder>
      <Title order={1} size="h2">
        {greeting(new Date().getHours())}, {admin?.name}
      </Title>
      <Text c="gray.7" mt="xs">
        Welcome to the back-office of the website.
      </Text>
    </Paper>
  )
}
