import { embedCustomerService } from './embed/customer-service';

embedCustomerService(document.getElementById('root')!, 'https://api.lender.example');
